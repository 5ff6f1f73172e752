import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUploadQualification } from '@generated/endpoints/qualification/qualification';
import type { QualificationDocument } from '@generated/models/qualificationDocument';
import { Button } from '@/components/button/button';
import { formatBeijingDate } from '@/domain/datetime';
import { checkUploadFile, formatFileSize, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type UploadProblem } from '@/domain/upload';
import { isApiError, presentError } from '@/lib/http';

const UPLOAD_TEXT: Record<UploadProblem, string> = {
  format: '仅支持 JPG、PNG 或 PDF 格式',
  empty: '文件是空的，请重新选择',
  too_large: `文件不能超过 ${formatFileSize(UPLOAD_MAX_BYTES)}`,
};

interface Props {
  doc: QualificationDocument;
  onDone(result: QualificationDocument, message: string): void;
  onCancel(): void;
}

/**
 * Replacing one document: the new file (the one upload rule of src/domain/upload.ts, previewed), its number and
 * expiry. A refused file or date is said under its field; nothing chosen or typed is lost on a refusal.
 */
export function ReplaceForm({ doc, onDone, onCancel }: Props) {
  const today = formatBeijingDate(Date.now());
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [number, setNumber] = useState(doc.number);
  const [validUntil, setValidUntil] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const upload = useUploadQualification({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => onDone(res.data, res.msg || '已提交审核'),
      onError: (e) => {
        if (!isApiError(e) || e.kind === 'cancelled') return;
        if (e.kind === 'validation' && e.fieldErrors) {
          if (e.fieldErrors.image?.[0]) setFileError(e.fieldErrors.image[0]);
          if (e.fieldErrors.valid_until?.[0]) setDateError(e.fieldErrors.valid_until[0]);
        }
        presentError(e);
      },
    },
  });
  const busy = upload.isPending;

  const dateProblem = (day: string) => (!day ? '请填写新证件的有效期' : day < today ? '有效期不能早于今天' : null);

  const choose = (f: File | undefined) => {
    if (!f) return;
    const check = checkUploadFile(f);
    if (!check.ok) return setFileError(`${doc.name}：${UPLOAD_TEXT[check.problem]}`);
    const url = check.kind === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : null;
    if (url) urls.current.push(url);
    setFile(f);
    setPreview(url);
    setFileError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const fe = file ? null : `请上传新的${doc.name}`;
    const de = dateProblem(validUntil);
    setFileError(fe ?? fileError);
    setDateError(de);
    if (fe || de || fileError) return;
    upload.mutate({ data: { id: doc.id, type: doc.type, number: number.trim() || undefined, valid_until: validUntil, image: file! } });
  };

  const fileNote = `replace-${doc.id}-file-note`;
  const dateNote = `replace-${doc.id}-date-note`;
  return (
    <form className="replace-form" onSubmit={submit} noValidate aria-label={`更换${doc.name}`}>
      <h3 className="replace-form__title">更换{doc.name}</h3>
      <p className="replace-form__intro">上传新证件的清晰照片或扫描件（JPG、PNG 或 PDF，不超过 5 MB）。审核通过前原证件继续有效。</p>
      <div className="replace-form__row">
        <div className="replace-form__preview" aria-hidden={file ? undefined : true}>
          {preview ? <img src={preview} alt={`新${doc.name}预览`} /> : file ? <span>PDF</span> : <span>未选择</span>}
        </div>
        <div className="replace-form__fields">
          <label className="ui basic button replace-form__pick">
            {file ? '重新选择' : '选择文件'}
            <input
              id={`replace-${doc.id}-file`}
              className="visually-hidden"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-label={`新${doc.name}文件`}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? fileNote : undefined}
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {file ? (
            <span className="replace-form__file">
              {file.name}（{formatFileSize(file.size)}）
            </span>
          ) : null}
          {fileError ? (
            <p id={fileNote} className="replace-form__error" role="alert">
              {fileError}
            </p>
          ) : null}
          <label className="replace-form__label">
            证件编号
            <input type="text" value={number} maxLength={50} onChange={(e) => setNumber(e.target.value)} />
          </label>
          <label className="replace-form__label">
            新证件有效期至
            <input
              type="date"
              min={today}
              value={validUntil}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? dateNote : undefined}
              onChange={(e) => {
                setValidUntil(e.target.value);
                setDateError(null);
              }}
              onBlur={(e) => setDateError(e.target.value ? dateProblem(e.target.value) : null)}
            />
          </label>
          {dateError ? (
            <p id={dateNote} className="replace-form__error" role="alert">
              {dateError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="replace-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          提交审核
        </Button>
        <Button type="button" onClick={onCancel} disabled={busy}>
          取消
        </Button>
      </div>
    </form>
  );
}
