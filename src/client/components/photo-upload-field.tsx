import { useId, useRef, useState } from 'react';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT, photoSrcSet } from '#shared/product-photos';
import type { ApiErrorBody } from '#shared/schemas/errors';
import type { ProductPhotoUploaded } from '#shared/schemas/product-photos';
import { ApiError } from '#client/lib/api-client.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSession } from '#client/lib/session.ts';

type Status = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'done' } | { state: 'failed'; message: string };

/**
 * Sends one photo's bytes to the server, reporting the upload's progress (fetch cannot: a phone on
 * a slow network needs to see it move). The server decides what the bytes are; the type sent is plain bytes.
 */
export function uploadPhoto(path: string, file: Blob, onProgress: (percent: number) => void): Promise<ProductPhotoUploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'network'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // Not the API's answer (a proxy's error page): told as http_error below.
      }
      if (xhr.status === 201) return resolve(data as ProductPhotoUploaded);
      const error = (data as Partial<ApiErrorBody> | undefined)?.error;
      reject(typeof error?.code === 'string' ? new ApiError(xhr.status, error.code, error.message, error.fields, error.params) : new ApiError(xhr.status, 'http_error', xhr.statusText));
    };
    xhr.send(file);
  });
}

/**
 * The product form's photo (docs/decisions/0028): choose a JPEG, PNG or WebP photo, see it uploaded, then
 * saved as the product's image address with the form. Admins and approved vendors only (their
 * own endpoints). The shown preview is the server's 400 wide copy: what the shop will show.
 */
export function PhotoUploadField({ value, onChange, error }: { value: string; onChange: (imageUrl: string) => void; error?: string }) {
  const { t } = useTranslation('admin-products');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const path = session.data?.type === 'vendor' ? '/vendor/product-photos' : '/admin/product-photos';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // The server checks all of this again, by the content; these spare a phone a useless upload.
    const early = file.size === 0 ? 'photoEmpty' : file.size > MAX_PHOTO_BYTES ? 'photoTooLarge' : undefined;
    if (early) {
      setStatus({ state: 'failed', message: fieldError(early)! });
      return;
    }
    setStatus({ state: 'uploading', percent: 0 });
    try {
      const photo = await uploadPhoto(path, file, (percent) => setStatus({ state: 'uploading', percent }));
      onChange(photo.imageUrl);
      setStatus({ state: 'done' });
    } catch (err) {
      const message = err instanceof ApiError && err.fields.photo ? fieldError(err.fields.photo)! : errorMessage(err);
      setStatus({ state: 'failed', message });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const shown = status.state === 'failed' ? status.message : error;
  const errorId = shown ? `${id}-error` : undefined;
  const smallSrc = value && photoSrcSet(value) ? value.replace(/-800\.webp$/, '-400.webp') : value;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelStyles}>{t('form.photo.label')}</label>
      {value && (
        <img src={smallSrc} alt={t('form.photo.previewAlt')} width={200} height={150} className="aspect-[4/3] w-48 rounded-lg border border-stone-200 bg-stone-100 object-cover" />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        // The account decides the endpoint (the staff areas have it before they show a form).
        disabled={status.state === 'uploading' || !session.data}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
        className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
      />
      <p id={`${id}-hint`} className="text-sm text-stone-600">{t('form.photo.hint')}</p>
      <p role="status" aria-live="polite" className="text-sm text-stone-800">
        {status.state === 'uploading' ? t('form.photo.uploading', { percent: status.percent }) : status.state === 'done' ? t('form.photo.uploaded') : ''}
      </p>
      {shown && <p id={errorId} role={status.state === 'failed' ? 'alert' : undefined} className="text-sm text-red-700">{shown}</p>}
      {value && (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={status.state === 'uploading'}
          onClick={() => {
            onChange('');
            setStatus({ state: 'idle' });
          }}
        >
          {t('form.photo.remove')}
        </button>
      )}
    </div>
  );
}
