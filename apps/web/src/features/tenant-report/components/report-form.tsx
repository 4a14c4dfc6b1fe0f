import { zodResolver } from '@hookform/resolvers/zod';
import { CreateReportSchema, REPORT_CATEGORIES, REPORT_PRIORITIES } from '@pango/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useReportTexts } from '../texts';

// The four fields the tenant types; unit and terms are added by the screen.
const ReportFieldsSchema = CreateReportSchema.pick({
  issue_category: true,
  priority_level: true,
  issue_title: true,
  description: true,
});
export type ReportFields = z.output<typeof ReportFieldsSchema>;
type ReportFieldsInput = z.input<typeof ReportFieldsSchema>;

const EMPTY = { issue_category: '', priority_level: '', issue_title: '', description: '' };

type ReportFormProps = {
  isDisabled: boolean;
  isBusy: boolean;
  onSubmit: (fields: ReportFields) => Promise<boolean>;
  onCancel: () => void;
};

/** Category, priority, title and description, all required (seed 002 sections 2 and 5). */
export function ReportForm({ isDisabled, isBusy, onSubmit, onCancel }: ReportFormProps) {
  const t = useReportTexts();
  const { register, handleSubmit, reset, formState } = useForm<
    ReportFieldsInput,
    unknown,
    ReportFields
  >({
    resolver: zodResolver(ReportFieldsSchema),
    defaultValues: EMPTY as unknown as ReportFieldsInput,
  });
  const { errors } = formState;
  const submit = handleSubmit(async (fields) => {
    if (await onSubmit(fields)) reset(EMPTY as unknown as ReportFieldsInput);
  });

  return (
    <form className="report-form" noValidate aria-label={t('form.label')} onSubmit={submit}>
      <fieldset className="report-form__fields" disabled={isDisabled}>
        <Field label={t('form.category')} error={errors.issue_category?.message}>
          {(control) => (
            <select className="field__input" required {...control} {...register('issue_category')}>
              <option value="">{t('form.chooseCategory')}</option>
              {REPORT_CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {t(`category.${category.value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('form.priority')}
          hint={t('form.priorityHint')}
          error={errors.priority_level?.message}
        >
          {(control) => (
            <select className="field__input" required {...control} {...register('priority_level')}>
              <option value="">{t('form.choosePriority')}</option>
              {REPORT_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`priority.${priority}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('form.issueTitle')}
          required
          maxLength={200}
          error={errors.issue_title?.message}
          {...register('issue_title')}
        />
        <Field label={t('form.description')} error={errors.description?.message}>
          {(control) => (
            <textarea
              className="field__input report-form__description"
              rows={6}
              required
              maxLength={5000}
              {...control}
              {...register('description')}
            />
          )}
        </Field>
      </fieldset>
      <div className="report-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isBusy={isBusy} disabled={isDisabled}>
          {isBusy ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
