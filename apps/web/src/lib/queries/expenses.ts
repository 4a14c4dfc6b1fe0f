import type { ExpenseCategory, ExpenseInput, ExpenseList, ExpenseRead } from '@pango/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';
import { ownerStatementKeys } from './owner-statement';

// Expenses (issue 24 item 3): one list endpoint, one key per filter set under ['expenses'].
// Every write refreshes the lists and the owner statements, which subtract expenses.

export const EXPENSES_PATH = '/accounts/expenses/';

export type ExpenseFilters = {
  propertyId: number | null;
  category: ExpenseCategory | '';
  from: string;
  to: string;
  page: number;
};

export const expenseKeys = {
  all: ['expenses'] as const,
  list: (f: ExpenseFilters) => ['expenses', 'list', f] as const,
};

export const expenseParams = (f: Omit<ExpenseFilters, 'page'>) => ({
  property_id: f.propertyId ?? undefined,
  category: f.category || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

/** GET /api/accounts/expenses/ */
export function expensesQuery(f: ExpenseFilters) {
  return queryOptions({
    queryKey: expenseKeys.list(f),
    queryFn: () =>
      api.get<ExpenseList>(EXPENSES_PATH, {
        params: { ...expenseParams(f), page: f.page, page_size: 20 },
      }),
    placeholderData: keepPreviousData,
  });
}

const invalidates = [expenseKeys.all, ownerStatementKeys.all];

/** What a report resolved with a repair cost (a repairs expense) refreshes besides the reports. */
export const repairCostInvalidates = invalidates;

/** POST (no id) or PUT (id) an expense, then its receipt when one was chosen. */
export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      receipt,
    }: {
      id: number | null;
      input: ExpenseInput;
      receipt: File | null;
    }) => {
      const saved = id
        ? await api.put<ExpenseRead>(`${EXPENSES_PATH}${id}/`, input)
        : await api.post<ExpenseRead>(EXPENSES_PATH, input);
      if (receipt) {
        const body = new FormData();
        body.append('receipt', receipt);
        await api.put(`${EXPENSES_PATH}${saved.id}/receipt/`, body);
      }
      return saved;
    },
    onSettled: () => invalidate(queryClient, invalidates),
  });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${EXPENSES_PATH}${id}/`),
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}
