import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces, switchLanguage } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { PhotoUploadField } from './photo-upload-field.tsx';

// docs/decisions/0028: the product form's photo. The server's checks are tests/api/product-photos.test.ts;
// here, what the field sends, shows while it uploads, and says when the server refuses.

const PHOTO = '/media/products/0123456789abcdef0123456789abcdef-800.webp';

/** What the stand-in XMLHttpRequest answers next, and what was sent to it. */
let answer: { status: number; body: unknown } = { status: 201, body: {} };
const sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];

const pending: Array<() => void> = [];
let holdAnswers = false;
const finish = () => pending.splice(0).forEach((answerNow) => answerNow());

/** Just enough of XMLHttpRequest for the field: progress, then the answer. */
class FakeXhr {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    sent.push({ url: this.url, headers: this.headers, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    // The answer comes when the test says (finish), so it can look at the field meanwhile.
    pending.push(() => {
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
    if (!holdAnswers) finish();
  }
}

function Form({ session }: { session: 'admin' | 'vendor' }) {
  const [value, setValue] = useState('');
  setApiTransport(async () => new Response(JSON.stringify({ user: { id: 'u1', type: session } }), { status: 200, headers: { 'content-type': 'application/json' } }));
  return (
    <QueryClientProvider client={createQueryClient()}>
      <PhotoUploadField value={value} onChange={setValue} />
      <span data-testid="saved">{value}</span>
    </QueryClientProvider>
  );
}

const photoFile = (bytes = 1000, name = 'IMG_2041.jpg') => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const choose = (file: File, label = 'Product photo') => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('the photo upload field', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeAll(async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    await loadNamespaces('admin-products', 'staff-validation');
  });
  afterAll(async () => {
    globalThis.XMLHttpRequest = realXhr;
    await switchLanguage('en');
  });
  afterEach(() => {
    cleanup();
    sent.length = 0;
  });

  it('uploads the chosen photo, shows its progress and preview, and can remove it again', async () => {
    answer = { status: 201, body: { id: '0123456789abcdef0123456789abcdef', imageUrl: PHOTO, widths: [400, 800] } };
    render(<Form session="vendor" />);
    const input = screen.getByLabelText('Product photo');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    // The account decides the endpoint: the field waits for it.
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    holdAnswers = true;
    choose(photoFile());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Uploading… 40%'));
    expect(screen.getByLabelText('Product photo')).toHaveProperty('disabled', true);
    holdAnswers = false;
    act(finish);
    await waitFor(() => expect(screen.getByTestId('saved').textContent).toBe(PHOTO));
    expect(sent[0]!.url).toBe('/api/vendor/product-photos');
    expect(sent[0]!.headers['Content-Type']).toBe('application/octet-stream');
    expect(sent[0]!.body).toBeInstanceOf(File);
    expect(screen.getByRole('status').textContent).toBe('Photo uploaded. Save the product to show it in the shop.');
    expect(screen.getByRole('img', { name: "The product's photo" }).getAttribute('src')).toBe(PHOTO.replace('-800', '-400'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByTestId('saved').textContent).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the server's refusal on the field, and refuses an empty or too large file without sending it", async () => {
    answer = { status: 400, body: { error: { code: 'validation_failed', message: 'This is not a JPEG, PNG or WebP photo', fields: { photo: 'This is not a JPEG, PNG or WebP photo' } } } };
    render(<Form session="admin" />);
    await waitFor(() => expect(screen.getByLabelText('Product photo')).toHaveProperty('disabled', false));
    choose(photoFile(1000, 'shell.php.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe('This is not a JPEG, PNG or WebP photo');
    expect(screen.getByLabelText('Product photo').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('saved').textContent).toBe('');

    sent.length = 0;
    choose(photoFile(0));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is empty');
    choose(photoFile(5 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The photo is larger than 5 MB'));
    expect(sent).toEqual([]);
  });

  it('says it in Hindi and Marathi', async () => {
    await switchLanguage('hi');
    render(<Form session="admin" />);
    await waitFor(() => expect(screen.getByLabelText('प्रोडक्ट की फ़ोटो')).toHaveProperty('disabled', false));
    choose(photoFile(0), 'प्रोडक्ट की फ़ोटो');
    expect((await screen.findByRole('alert')).textContent).toBe('फ़ाइल खाली है');
    cleanup();
    await switchLanguage('mr');
    render(<Form session="admin" />);
    expect(screen.getByLabelText('उत्पादनाचा फोटो')).toBeTruthy();
  });
});
