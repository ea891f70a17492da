import { zodResolver } from '@hookform/resolvers/zod';
import { adminSearchFormSchema, type AdminSearchForm } from '@roost/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_PAUSE_MS = 300;

/** A search box that searches once typing pauses (or at Enter); a term the rule refuses is shown, not sent. */
export function SearchForm({
  label,
  hint,
  onSearch,
}: {
  label: string;
  hint: string;
  onSearch: (term: string) => void;
}) {
  const form = useForm<AdminSearchForm>({
    resolver: zodResolver(adminSearchFormSchema),
    defaultValues: { search: '' },
    mode: 'onChange',
  });
  const typed = useWatch({ control: form.control, name: 'search' });
  const settled = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  useEffect(() => {
    const parsed = adminSearchFormSchema.safeParse({ search: settled });
    if (parsed.success) onSearch(parsed.data.search);
  }, [settled, onSearch]);
  return (
    <form role="search" aria-label={label} noValidate onSubmit={form.handleSubmit((values) => onSearch(values.search))}>
      <FormTextField form={form} name="search" label={label} hint={hint} type="search" fullWidth size="small" />
    </form>
  );
}
