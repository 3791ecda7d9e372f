import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from '#client/lib/router.tsx';
import { AdminCreateUser, AdminUpdateUser, type AdminUser } from '#shared/schemas/admin-users';
import { USER_TYPES } from '#shared/schemas/auth';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useSession } from '#client/lib/session.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useCreateUser } from '#client/features/admin-users/api/create-user.ts';
import { useAdminUser } from '#client/features/admin-users/api/get-user.ts';
import { useUpdateUser } from '#client/features/admin-users/api/update-user.ts';
import { useReveal } from '#client/lib/use-reveal.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { STAFF_ROLES } from '#shared/staff-roles';

/** Where the list was (search, filter, page), handed over by its Add and Edit links. */
export interface UsersListReturn {
  from?: string;
}

function useBackToList() {
  const navigate = useNavigate();
  const given = (useLocation().state as UsersListReturn | null)?.from;
  // Only a query string of the list; anything else in the history state is ignored.
  const from = given?.startsWith('?') ? given : '';
  return { href: `/admin/users${from}`, go: (notice: string) => navigate(`/admin/users${from}`, { state: { notice } }) };
}

function TypeSelect<T extends FieldValues & { type: string }>({ form, error, hint, current }: { form: UseFormReturn<T>; error?: string; hint?: string; current?: string }) {
  const { t } = useTranslation('admin-users');
  const id = useId();
  // Only the owner makes an account staff (docs/product-rules.md 49).
  const types = useMay()('staff.roles') || current === 'admin' ? USER_TYPES : USER_TYPES.filter((type) => type !== 'admin');
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('form.type')} <span aria-hidden="true" className="text-red-700">*</span>
      </label>
      <select id={id} className={inputStyles} aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...form.register('type' as Path<T>)}>
        {types.map((type) => (
          <option key={type} value={type}>{t(`types.${type}`)}</option>
        ))}
      </select>
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** The role of an account made staff (docs/product-rules.md 49): required, no role chosen for it. */
function RoleSelect<T extends FieldValues & { staffRole?: string }>({ form, error }: { form: UseFormReturn<T>; error?: string }) {
  const { t } = useTranslation('admin-users');
  const { t: admin } = useTranslation('admin-roles');
  const id = useId();
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {t('form.role')} <span aria-hidden="true" className="text-red-700">*</span>
      </label>
      <select
        id={id}
        className={inputStyles}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...form.register('staffRole' as Path<T>, { setValueAs: (v: string) => v || undefined })}
      >
        <option value="">{t('roles.none')}</option>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>{admin(`roles.${role}`)}</option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">{t('form.roleHint')}</p>
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

function FormShell({ title, back, error, children }: { title: string; back: string; error: string | null; children: ReactNode }) {
  const { t } = useTranslation('admin-users');
  const errorRef = useReveal<HTMLParagraphElement>(error);
  return (
    <div className="max-w-xl">
      <Link to={back} className="mb-4 inline-block font-medium text-brand-800 hover:underline">{t('form.back')}</Link>
      <div className={cardStyles}>
        <h1 className="mb-4 text-2xl font-bold text-stone-900">{title}</h1>
        {error && <p ref={errorRef} tabIndex={-1} role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-800">{error}</p>}
        {children}
      </div>
    </div>
  );
}

/**
 * Submits the form, then returns to the list with a notice. Server field messages land on their
 * fields; any other failure shows above the form (the server's own words for a 4xx).
 */
function useSaveAndReturn<T extends FieldValues>(form: UseFormReturn<T>, save: (values: T) => Promise<unknown>, notice: string) {
  const errorMessage = useErrorMessage();
  const back = useBackToList();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values);
      back.go(notice);
    } catch (err) {
      if (!applyServerFieldErrors(form, err, Object.keys(form.getValues()))) setError(errorMessage(err));
    }
  });
  return { error, onSubmit, back: back.href };
}

/** Name and email, alike in both forms. */
function NameAndEmail<T extends FieldValues & { name: string; email: string }>({ form, emailHint }: { form: UseFormReturn<T>; emailHint?: string }) {
  const { t } = useTranslation('admin-users');
  const fieldError = useFieldError();
  const errors = form.formState.errors as { name?: { message?: string }; email?: { message?: string } };
  return (
    <>
      <TextField label={t('form.name')} autoComplete="off" required error={fieldError(errors.name?.message)} {...form.register('name' as Path<T>)} />
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="off"
        required
        hint={emailHint}
        error={fieldError(errors.email?.message)}
        {...form.register('email' as Path<T>)}
      />
    </>
  );
}

/** /admin/users/new: name, email, password and type, all required (specification, section 5). */
export function AddUserPage() {
  const { t } = useTranslation('admin-users');
  const fieldError = useFieldError();
  const create = useCreateUser();
  const form = useForm<AdminCreateUser>({
    resolver: zodResolver(AdminCreateUser),
    defaultValues: { name: '', email: '', password: '', type: 'user' },
  });
  const { error, onSubmit, back } = useSaveAndReturn(form, create.mutateAsync, t('notices.added'));
  const { errors, isSubmitting } = form.formState;
  const isVendor = form.watch('type') === 'vendor';
  return (
    <FormShell title={t('form.addTitle')} back={back} error={error}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <NameAndEmail form={form} />
        <TextField
          label={t('form.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('form.passwordHint')}
          error={fieldError(errors.password?.message)}
          {...form.register('password')}
        />
        <TypeSelect form={form} error={fieldError(errors.type?.message)} hint={isVendor ? t('form.vendorHint') : undefined} />
        {form.watch('type') === 'admin' && <RoleSelect form={form} error={fieldError(errors.staffRole?.message)} />}
        <FormButtons submitting={isSubmitting} label={t('form.add')} busyLabel={t('form.adding')} back={back} />
      </form>
    </FormShell>
  );
}

function FormButtons({ submitting, label, busyLabel, back }: { submitting: boolean; label: string; busyLabel: string; back: string }) {
  const { t } = useTranslation('admin-users');
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      <button type="submit" className={buttonStyles.primary} disabled={submitting}>{submitting ? busyLabel : label}</button>
      <Link to={back} className={buttonStyles.ghost}>{t('form.cancel')}</Link>
    </div>
  );
}

/** /admin/users/:id/edit */
export function EditUserPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  const back = useBackToList();
  if (user.isPending) return <LoadingState />;
  if (user.isError) {
    return (
      <div className="space-y-4">
        <ErrorState error={user.error} onRetry={() => void user.refetch()} />
        <BackLink href={back.href} />
      </div>
    );
  }
  return <EditUserForm user={user.data} />;
}

function BackLink({ href }: { href: string }) {
  const { t } = useTranslation('admin-users');
  return <Link to={href} className="inline-block font-medium text-brand-800 hover:underline">{t('form.back')}</Link>;
}

function EditUserForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  const fieldError = useFieldError();
  const update = useUpdateUser(user.id);
  const isSelf = useSession().data?.id === user.id;
  const form = useForm<AdminUpdateUser>({
    resolver: zodResolver(AdminUpdateUser),
    defaultValues: { name: user.name, email: user.email ?? '', type: user.type },
  });
  const { error, onSubmit, back } = useSaveAndReturn(form, update.mutateAsync, t('notices.saved'));
  const { errors, isSubmitting } = form.formState;
  const becomesVendor = form.watch('type') === 'vendor' && user.type !== 'vendor';
  return (
    <FormShell title={t('form.editTitle')} back={back} error={error}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <NameAndEmail form={form} emailHint={t('form.emailHint')} />
        {isSelf ? (
          // The server refuses a change of one's own type; the field is shown, not offered.
          <div>
            <p className={labelStyles}>{t('form.type')}</p>
            <p className="text-stone-900">{t(`types.${user.type}`)}</p>
            <p className="mt-1 text-sm text-stone-600">{t('form.ownType')}</p>
          </div>
        ) : (
          <TypeSelect form={form} error={fieldError(errors.type?.message)} hint={becomesVendor ? t('form.vendorHint') : undefined} current={user.type} />
        )}
        {/* A staff account's role is changed in the list; an account made staff here is given one. */}
        {form.watch('type') === 'admin' && user.type !== 'admin' && <RoleSelect form={form} error={fieldError(errors.staffRole?.message)} />}
        <FormButtons submitting={isSubmitting} label={t('form.save')} busyLabel={t('form.saving')} back={back} />
      </form>
    </FormShell>
  );
}
