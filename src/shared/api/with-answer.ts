/**
 * For a write's onQueryStarted: once the write succeeds, hands its answer on, to put into the
 * cache of the read it changed (the screen then shows what was saved without reading it again).
 * A failed write leaves the cache as it was; its failure is shown where the write was made.
 */
export async function withAnswer<T>(
  queryFulfilled: Promise<{ data: T }>,
  put: (data: T) => unknown,
): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (answer?.data) await put(answer.data);
}
