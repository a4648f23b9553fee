import { t } from '@lingui/core/macro';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES, UPLOAD_ERRORS } from '@dealcard/shared';
import { messageText } from '@dealcard/shared/messages';
import { currentLanguage } from '../i18n/i18n.tsx';
import { ApiError } from '../lib/api-client.ts';
import { UploadError, uploadObject } from '../lib/upload-object.ts';
import { Button } from './ui/button.tsx';
import { FieldError, Hint, Label } from './ui/field.tsx';
import { Spinner } from './ui/skeleton.tsx';
import { row } from '../styles/theme.ts';

const Box = styled.div`
  ${row(3)}
  flex-wrap: wrap;
`;
const Preview = styled.img`
  width: 72px;
  height: 72px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;
const Empty = styled.div`
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.75rem;
`;
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

interface LogoUploadProps {
  /** The stored object path (/objects/uploads/{id}) or null. */
  value: string | null;
  onChange: (path: string | null) => void;
  label?: string;
}

/** What went wrong, in the person's language (the server's refusals come in it already). */
function uploadErrorText(err: unknown): string {
  if (err instanceof UploadError) return messageText(err.text, currentLanguage());
  if (err instanceof ApiError && err.serverMessage) return err.serverMessage;
  if (err instanceof Error && !(err instanceof ApiError) && err.message) return err.message;
  return messageText(UPLOAD_ERRORS.unknown, currentLanguage());
}

/** One image (PNG, JPEG, WebP or GIF, 5 MB at most), sent through a signed single-use URL. */
export function LogoUpload({ value, onChange, label: labelProp }: LogoUploadProps) {
  const label = labelProp ?? t`Logo`;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) {
      setError(t`Please choose an image file (PNG, JPEG, WebP or GIF)`);
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setError(t`The image must be 5 MB or smaller`);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadObject(file));
    } catch (err) {
      setError(uploadErrorText(err));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      <Box>
        {value ? <Preview src={value} alt={t`${label} preview`} /> : <Empty aria-hidden="true">{t`No logo`}</Empty>}
        <HiddenInput
          ref={input}
          id={inputId}
          type="file"
          accept={LOGO_MIME_TYPES.join(',')}
          onChange={(e) => void onFile(e.target.files?.[0])}
          disabled={uploading}
          data-testid="logo-file-input"
        />
        <Button $variant="outline" $size="sm" onClick={() => input.current?.click()} disabled={uploading}>
          {uploading ? t`Uploading...` : value ? t`Replace image` : t`Upload image`}
        </Button>
        {value ? (
          <Button $variant="ghost" $size="sm" onClick={() => onChange(null)} disabled={uploading}>{t`Remove`}</Button>
        ) : null}
        {uploading ? <Spinner $size={20} style={{ margin: 0 }} /> : null}
      </Box>
      <Hint>{t`PNG, JPEG, WebP or GIF, up to 5 MB`}</Hint>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </div>
  );
}
