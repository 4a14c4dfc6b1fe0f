import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';
import './card.css';

export type CardProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...rest }: CardProps) {
  return <div className={cx('card', className)} {...rest} />;
}
