import type { ReactNode } from 'react';

type AlertTone = 'info' | 'success' | 'warning' | 'error';

type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Errors interrupt (role=alert); everything else waits politely (role=status). */
  live?: boolean;
  className?: string;
};

export function Alert({ tone = 'info', title, children, live = true, className }: AlertProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')} role={role}>
      {title ? <p className="alert__title">{title}</p> : null}
      {children ? <div className="alert__body">{children}</div> : null}
    </div>
  );
}
