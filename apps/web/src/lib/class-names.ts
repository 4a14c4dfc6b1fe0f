/** Joins the truthy class names: cx('btn', isBusy && 'btn--busy'). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
