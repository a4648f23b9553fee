import { t } from '@lingui/core/macro';
import { NonprofitBodySchema, type Nonprofit } from '@dealcard/shared';
import { TextField, TextareaField } from '../../../components/ui/field.tsx';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { useSaveNonprofit } from '../api/save-nonprofit.ts';
import { FormGrid } from '../../../components/back-office/kit.tsx';
import { ContactFields } from '../../../components/back-office/contact-fields.tsx';
import { FormDialog, LogoField } from '../../../components/back-office/form-kit.tsx';

type Values = FormValues<typeof NonprofitBodySchema, 'restaurantId'>;

const fromNonprofit = (n: Nonprofit | null): Values => ({
  name: n?.name ?? '',
  contactName: n?.contactName ?? '',
  contactEmail: n?.contactEmail ?? '',
  contactPhone: n?.contactPhone ?? '',
  website: n?.website ?? '',
  logoUrl: n?.logoUrl ?? '',
  description: n?.description ?? '',
});

/** Add or edit a nonprofit partner, checked with the server's schema before it is sent. */
export function NonprofitDialog({ nonprofit, onClose }: { nonprofit: Nonprofit | null; onClose: () => void }) {
  const save = useSaveNonprofit();
  const editing = nonprofit != null;
  const { values, errors, setField, submit, field } = useSchemaForm({
    schema: NonprofitBodySchema,
    initial: () => fromNonprofit(nonprofit),
    send: (body, callbacks) => save.mutate({ id: nonprofit?.id ?? null, body }, callbacks),
    success: editing ? t`Nonprofit partner updated successfully` : t`Nonprofit partner added successfully`,
    failure: t`Failed to save nonprofit`,
    onDone: onClose,
  });

  return (
    <FormDialog
      title={editing ? t`Edit Nonprofit Partner` : t`Add Nonprofit Partner`}
      description={t`The partner your campaigns raise money for. Name, contact name and email are required.`}
      label={editing ? t`Edit nonprofit` : t`Add nonprofit`}
      wide
      pending={save.isPending}
      submitLabel={editing ? t`Save Changes` : t`Add Nonprofit`}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGrid>
        <div className="full">
          <TextField label={t`Nonprofit Name`} required {...field('name')} placeholder={t`Lincoln Elementary PTA`} />
        </div>
        <ContactFields field={field} />
        <TextField label={t`Website`} type="url" {...field('website')} placeholder={t`https://example.org`} />
        <LogoField
          label={t`Nonprofit Logo`}
          value={values.logoUrl}
          error={errors.logoUrl}
          onChange={(logoUrl) => setField('logoUrl', logoUrl)}
        />
        <div className="full">
          <TextareaField label={t`Description`} {...field('description')} placeholder={t`What the money raised will do`} />
        </div>
      </FormGrid>
    </FormDialog>
  );
}
