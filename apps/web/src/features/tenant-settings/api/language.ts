import type { Language } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { switchLanguage } from '@/lib/i18n/texts';
import { meKey } from '@/lib/queries/me';
import { getSession, saveSession } from '@/lib/session';

const PATH = '/accounts/tenant/language/';

/** PUT /api/accounts/tenant/language/ {language}: the tenant's screens, emails and SMS. */
export function saveLanguage(language: Language) {
  return api.put<{ language: Language }>(PATH, { language });
}

/** Saves the choice, then switches the screens to it; `me` is read again (invalidated). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: async ({ language }) => {
      await switchLanguage(language);
      const { user } = getSession();
      if (user) saveSession({ user: { ...user, language } });
      await queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}
