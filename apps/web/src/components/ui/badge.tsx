import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';
import './badge.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx('badge', `badge--${tone}`, className)} {...rest} />;
}
