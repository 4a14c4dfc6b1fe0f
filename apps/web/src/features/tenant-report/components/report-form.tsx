import { zodResolver } from '@hookform/resolvers/zod';
import { CreateReportSchema, REPORT_CATEGORIES, REPORT_PRIORITIES } from '@pango/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { PRIORITY_MEANINGS } from '../messages';

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
    <form className="report-form" noValidate aria-label="Report an issue" onSubmit={submit}>
      <fieldset className="report-form__fields" disabled={isDisabled}>
        <Field label="Category *" error={errors.issue_category?.message}>
          {(control) => (
            <select className="field__input" required {...control} {...register('issue_category')}>
              <option value="">Select a category</option>
              {REPORT_CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Priority *"
          hint="Misuse of priority may cause report rejection."
          error={errors.priority_level?.message}
        >
          {(control) => (
            <select className="field__input" required {...control} {...register('priority_level')}>
              <option value="">Select a priority</option>
              {REPORT_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_MEANINGS[priority]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="Title *"
          required
          maxLength={200}
          error={errors.issue_title?.message}
          {...register('issue_title')}
        />
        <Field label="Description *" error={errors.description?.message}>
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
          Cancel
        </Button>
        <Button type="submit" isBusy={isBusy} disabled={isDisabled}>
          {isBusy ? 'Submitting...' : 'Submit Report'}
        </Button>
      </div>
    </form>
  );
}
