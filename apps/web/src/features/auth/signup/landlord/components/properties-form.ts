import { PropertiesSchema, type UnitDraft } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type {
  PropertiesFormValues,
  ServerFieldErrors,
  UnitFormValues,
} from '../landlord-signup-values';

/** Step 3's form: the shared rules of seed 000 section 5, messages included. */
export const PropertiesFormSchema = z.object({ properties: PropertiesSchema });
export type PropertiesForm = z.output<typeof PropertiesFormSchema>;
export type PropertiesControl = Control<PropertiesFormValues, unknown, PropertiesForm>;

/**
 * The form keeps amounts as typed text, which the schema's preprocess turns into numbers; its
 * declared input type (unknown amounts, optional units) is looser than the form's, hence the cast.
 */
export const propertiesResolver = zodResolver(PropertiesFormSchema) as unknown as Resolver<
  PropertiesFormValues,
  unknown,
  PropertiesForm
>;

/** Every distinct message in a form's error tree, in order (for the summary above Continue). */
export function errorMessages(errors: FieldErrors<PropertiesFormValues>): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) found.add(message);
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') visit(value);
  };
  visit(errors);
  return [...found];
}

export const toUnitForm = (unit: UnitDraft): UnitFormValues => ({
  unit_number: unit.unit_number,
  room_type: unit.room_type,
  monthly_rent: String(unit.monthly_rent),
  deposit_amount: String(unit.deposit_amount),
});

/** A row nobody typed into yet (the starter row a bulk add replaces). */
export const isBlankUnit = (unit: UnitFormValues) =>
  !unit.unit_number.trim() &&
  !unit.room_type &&
  !unit.monthly_rent.trim() &&
  !unit.deposit_amount.trim();

const FIELD_PATH =
  /^properties\.\d+\.(name|address|units\.\d+\.(unit_number|room_type|monthly_rent|deposit_amount))$/;

/** Server messages on dotted paths ("properties.0.units.2.room_type") that are fields of this form,
 *  and the rest (e.g. "properties": too many units). */
export function splitServerErrors(errors: ServerFieldErrors | null) {
  const fields: [FieldPath<PropertiesFormValues>, string][] = [];
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (FIELD_PATH.test(path) && messages[0])
      fields.push([path as FieldPath<PropertiesFormValues>, messages[0]]);
    else rest.push(...messages);
  }
  return { fields, rest };
}
