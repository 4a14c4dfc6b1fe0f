import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MESSAGES, CreatePropertySchema, type PlanRoom } from '@pango/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { useCreateProperty } from '../api/create-property';
import { usePlanRoom } from '../api/get-plan-room';
import {
  hasStatus,
  planLimitOf,
  serverFieldErrors,
  serverMessage,
  type PlanLimit,
} from '../utils/api-errors';
import { LimitReachedAlert } from './limit-reached-alert';
import './property-management.css';

type FormInput = z.input<typeof CreatePropertySchema>;
type FormOutput = z.output<typeof CreatePropertySchema>;
const FIELDS = ['name', 'city', 'state', 'unit_count'] as const;
const EMPTY: FormInput = { name: '', city: '', state: '', unit_count: '' };

const UNIT_COUNT_HINT = 'The maximum number of rental units for this property.';

/** The limit that leaves no room for a new property (or for any of its units), else null. */
function fullPlanLimit(room: PlanRoom): PlanLimit | null {
  for (const resource of ['properties', 'units'] as const) {
    const { limit, current_count, remaining } = room[resource];
    if (limit !== null && remaining === 0) return { limit, current_count, resource };
  }
  return null;
}

/** /admin/add-property: Create New Property (seed 001 sections 2 and 5). */
export function CreatePropertyPage() {
  const navigate = useNavigate();
  const [, setSelectedId] = useSelectedPropertyId();
  const create = useCreateProperty();
  const [formError, setFormError] = useState<string | null>(null);
  const [limit, setLimit] = useState<PlanLimit | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({ resolver: zodResolver(CreatePropertySchema), defaultValues: EMPTY });
  const { errors } = formState;
  // Issue 17: what the plan still holds is said before anything is created.
  const planRoom = usePlanRoom().data;
  const unitsRoom = planRoom?.units.remaining ?? null;
  const fullLimit = planRoom ? fullPlanLimit(planRoom) : null;
  const shownLimit = limit ?? fullLimit;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setLimit(null);
    if (unitsRoom !== null && values.unit_count > unitsRoom) {
      return setError('unit_count', { message: ADMIN_MESSAGES.unitsThatFit(unitsRoom) });
    }
    try {
      const property = await create.mutateAsync(values);
      // The new property becomes the one every admin screen shows.
      setSelectedId(property.id);
      toast.success(ADMIN_MESSAGES.propertyCreated);
      navigate('/admin/organisation');
    } catch (cause) {
      const planLimit = planLimitOf(cause);
      if (planLimit) return setLimit(planLimit);
      const fields = serverFieldErrors(cause);
      let isShownBesideField = false;
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) {
          setError(field, { message });
          isShownBesideField = true;
        }
      }
      if (isShownBesideField) return;
      const isAnswered = hasStatus(cause, 400) || hasStatus(cause, 403) || hasStatus(cause, 409);
      setFormError((isAnswered && serverMessage(cause)) || ADMIN_MESSAGES.createPropertyFailed);
    }
  });

  const clear = () => {
    reset(EMPTY);
    setFormError(null);
    setLimit(null);
  };

  return (
    <div className="page add-property">
      <title>Create New Property · Pango</title>
      <p>
        <Link to="/admin/organisation">← Back to Property Management</Link>
      </p>
      <div className="page__header">
        <h1>Create New Property</h1>
        <p className="muted">Add a building; its room types and units follow on the next screen.</p>
      </div>
      <Card>
        <form noValidate onSubmit={onSubmit} className="pm-form" aria-label="Create New Property">
          {/* First in the form: a plan with no room is said before the fields are filled in. */}
          {shownLimit && (
            <LimitReachedAlert limit={shownLimit} resource={shownLimit.resource ?? 'properties'} />
          )}
          <TextField
            label="Property Name"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="State/County"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label="Number of Units"
            hint={
              unitsRoom === null
                ? UNIT_COUNT_HINT
                : `${UNIT_COUNT_HINT} ${ADMIN_MESSAGES.unitsThatFit(unitsRoom)}`
            }
            max={unitsRoom ?? undefined}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.unit_count?.message}
            {...register('unit_count')}
          />
          {formError && <Alert>{formError}</Alert>}
          <div className="pm-form__actions">
            <Button variant="secondary" onClick={clear}>
              Clear
            </Button>
            <Button type="submit" isBusy={create.isPending} disabled={fullLimit !== null}>
              {create.isPending ? 'Creating...' : 'Create Property'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
