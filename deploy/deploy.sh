#!/usr/bin/env bash
# Deploys a build of the portal as a release of its own (README "Deploying", decision 017).
#
# The build is copied into a new folder, <root>/releases/<id>, and compared with the build; only
# then does <root>/current, the folder nginx serves, point at it, switched by one rename, so a
# visitor (and the service worker's precache) gets the whole old release or the whole new one,
# never a mix. nginx is then reloaded: the release's Content-Security-Policy (its .nginx/ snippet,
# which nginx reads when it loads its configuration) becomes the header. Earlier releases stay
# for a rollback; the oldest go beyond --keep.
#
#   deploy/deploy.sh BUILD                  copy, check, switch, reload (prints the release id)
#   deploy/deploy.sh BUILD --stage-only     copy and check only: the release waits, unserved
#   deploy/deploy.sh --switch ID            serve a staged or an earlier release (a rollback)
#   deploy/deploy.sh --list                 the releases, the one served marked with *
#
# Options: --root DIR (default /srv/dormitory-portal), --keep N releases (default 5, the served
# one always kept), --reload COMMAND (default: nginx -t && systemctl reload nginx).
set -euo pipefail

root=/srv/dormitory-portal
keep=5
reload='nginx -t && systemctl reload nginx'
build=''
mode=deploy
switch_id=''

fail() {
  echo "deploy: $*" >&2
  exit 1
}

while [ $# -gt 0 ]; do
  case "$1" in
    --root) root="${2:?--root needs a folder}"; shift 2 ;;
    --keep) keep="${2:?--keep needs a number}"; shift 2 ;;
    --reload) reload="${2:?--reload needs a command}"; shift 2 ;;
    --stage-only) mode=stage; shift ;;
    --switch) mode=switch; switch_id="${2:?--switch needs a release id}"; shift 2 ;;
    --list) mode=list; shift ;;
    -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
    -*) fail "unknown option $1" ;;
    *) [ -z "$build" ] || fail "one build at a time"; build="$1"; shift ;;
  esac
done
[[ "$keep" =~ ^[1-9][0-9]*$ ]] || fail "--keep must be a number from 1"

releases="$root/releases"
current="$root/current"

served_id() {
  if [ -L "$current" ]; then basename "$(readlink "$current")"; fi
}

stage() {
  [ -f "$build/index.html" ] || fail "$build has no index.html (run the build first)"
  [ -f "$build/.nginx/content-security-policy.conf" ] ||
    fail "$build has no .nginx/content-security-policy.conf (not a build of this project)"
  mkdir -p "$releases"
  local id
  id="$(date -u +%Y%m%dT%H%M%S.%3NZ)"
  local suffix=1 candidate="$id"
  while [ -e "$releases/$candidate" ]; do
    suffix=$((suffix + 1))
    candidate="$id-$suffix"
  done
  id="$candidate"
  local partial="$releases/.$id.partial"
  rm -rf "$partial"
  cp -R "$build/." "$partial/"
  # A short copy (a full disk, an interrupted transfer) never becomes a release.
  if ! diff -r "$build" "$partial" >/dev/null; then
    rm -rf "$partial"
    fail "the copy of $build differs from it; nothing changed"
  fi
  mv "$partial" "$releases/$id"
  echo "$id"
}

point_at() {
  local link="$root/.current.$$"
  ln -sfn "releases/$1" "$link"
  # rename(2) over the old link: nginx finds either release whole, never none.
  mv -Tf "$link" "$current"
}

switch_to() {
  local id="$1"
  [[ "$id" =~ ^[A-Za-z0-9._-]+$ ]] || fail "not a release id: $id"
  [ -f "$releases/$id/index.html" ] || fail "no release $id in $releases"
  local previous
  previous="$(served_id)"
  point_at "$id"
  if ! sh -c "$reload"; then
    # The new release's policy could not be loaded: serve the previous one again, whole.
    if [ -n "$previous" ]; then
      point_at "$previous"
      sh -c "$reload" || true
    fi
    fail "the reload failed; still serving ${previous:-nothing}"
  fi
}

prune() {
  local served
  served="$(served_id)"
  local all=()
  mapfile -t all < <(find "$releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort)
  local count=${#all[@]}
  local index
  for ((index = 0; index < count - keep; index += 1)); do
    [ "${all[$index]}" = "$served" ] || rm -rf "${releases:?}/${all[$index]}"
  done
}

case "$mode" in
  deploy)
    [ -n "$build" ] || fail "which build? (deploy/deploy.sh dist)"
    id="$(stage)"
    switch_to "$id"
    prune
    echo "$id"
    ;;
  stage)
    [ -n "$build" ] || fail "which build? (deploy/deploy.sh dist --stage-only)"
    stage
    ;;
  switch)
    switch_to "$switch_id"
    echo "$switch_id"
    ;;
  list)
    served="$(served_id)"
    [ -d "$releases" ] || exit 0
    for release in $(find "$releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort); do
      if [ "$release" = "$served" ]; then echo "* $release"; else echo "  $release"; fi
    done
    ;;
esac
