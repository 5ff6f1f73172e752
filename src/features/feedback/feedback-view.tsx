import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { getListFeedbackQueryKey, useSubmitFeedback, useUploadFeedbackImage } from '@generated/endpoints/feedback/feedback';
import type { FeedbackImage } from '@generated/models/feedbackImage';
import { Button } from '@/components/button/button';
import { formatFileSize } from '@/domain/upload';
import { isApiError, presentError } from '@/lib/http';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { FeedbackHistory } from './feedback-history';
import {
  contentLength,
  FEEDBACK_IMAGE_ACCEPT,
  FEEDBACK_LIMITS,
  FEEDBACK_TYPES,
  feedbackImageProblem,
  validateFeedbackContent,
  validateFeedbackPhone,
  type FeedbackType,
} from './feedback-rules';
import './feedback.css';

type Field = 'content' | 'phone' | 'images';

/**
 * /yjfk (意见反馈): type, content (its length shown against the contract's 10–500), up to 3 pictures (the platform's
 * one upload rule, each uploaded as it is chosen) and an optional contact mobile; below, the history of this buyer's
 * feedback with the replies. A refusal keeps everything typed; a double click sends once.
 */
export function FeedbackView() {
  const [type, setType] = useState<FeedbackType>(2);
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState('');
  const [images, setImages] = useState<FeedbackImage[]>([]);
  const [visited, setVisited] = useState<Partial<Record<Field, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Partial<Record<Field, string>>>({});
  const [imageNote, setImageNote] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const sending = useRef(false);
  const upload = useUploadFeedbackImage({ request: { silent: true } });
  const submit = useSubmitFeedback({ request: { silent: true } });
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { ui } = useStores();

  const rules: Record<Field, string | null> = { content: validateFeedbackContent(content), phone: validateFeedbackPhone(phone), images: null };
  const error = (f: Field) => server[f] ?? (visited[f] || tried ? rules[f] : null);
  const n = contentLength(content);
  const clearServer = (f: Field) => setServer((s) => (f in s ? { ...s, [f]: undefined } : s));

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    setImageNote(null);
    clearServer('images');
    let room = FEEDBACK_LIMITS.images - images.length;
    for (const file of files) {
      if (room <= 0) {
        setImageNote(`最多上传 ${FEEDBACK_LIMITS.images} 张图片`);
        break;
      }
      const problem = feedbackImageProblem(file);
      if (problem) {
        setImageNote(problem);
        continue;
      }
      room -= 1;
      try {
        const res = await upload.mutateAsync({ data: { file } });
        const img = res?.data;
        // Listed under the name the buyer chose it by.
        if (img && typeof img.url === 'string') setImages((list) => [...list, { url: img.url, name: file.name, size: file.size }]);
        else setImageNote(`「${file.name}」上传失败，请重试`);
      } catch (err) {
        room += 1;
        if (isApiError(err) && err.kind === 'validation') setImageNote(err.firstFieldMessage ?? err.message);
        else if (isApiError(err) && err.kind !== 'cancelled') presentError(err);
      }
    }
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current || upload.isPending) return;
    setTried(true);
    setDone(null);
    if (rules.content || rules.phone) {
      document.getElementById(rules.content ? 'fb-content' : 'fb-phone')?.focus();
      return;
    }
    sending.current = true;
    submit
      .mutateAsync({ data: { type, content: content.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}), ...(images.length ? { images: images.map((i) => i.url) } : {}) } })
      .then(async (res) => {
        const msg = typeof res?.msg === 'string' && res.msg ? res.msg : '感谢您的反馈';
        setContent('');
        setImages([]);
        setVisited({});
        setTried(false);
        setDone(msg);
        ui.toast(msg);
        navigate(href('yjfk'));
        await queryClient.invalidateQueries({ queryKey: getListFeedbackQueryKey() });
      })
      .catch((err: unknown) => {
        if (!isApiError(err) || err.kind === 'cancelled') return;
        if (err.kind === 'validation' && err.fieldErrors) {
          const next: Partial<Record<Field, string>> = {};
          for (const f of ['content', 'phone', 'images'] as const) if (err.fieldErrors[f]?.[0]) next[f] = err.fieldErrors[f][0];
          setServer(next);
        }
        presentError(err);
      })
      .finally(() => {
        sending.current = false;
      });
  };

  const contentError = error('content');
  const phoneError = error('phone');
  const imagesError = server.images ?? imageNote;
  return (
    <div className="ss-page">
      <div className="ss-page__head">
        <h1 className="ss-page__title">意见反馈</h1>
      </div>
      <p className="ss-page__intro">商品、物流、网站或服务上的问题和建议，都可以告诉我们，客服会在 1 个工作日内回复。</p>
      <form className="ss-form fb-form" onSubmit={send} noValidate aria-label="提交意见反馈">
        <div className="fb-field">
          <label htmlFor="fb-type" className="fb-label is-required">
            反馈类型
          </label>
          <select id="fb-type" value={type} onChange={(e) => setType(Number(e.target.value) as FeedbackType)}>
            {FEEDBACK_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`fb-field${contentError ? ' has-error' : ''}`}>
          <label htmlFor="fb-content" className="fb-label is-required">
            反馈内容
          </label>
          <textarea
            id="fb-content"
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              clearServer('content');
            }}
            onBlur={() => setVisited((v) => ({ ...v, content: true }))}
            rows={5}
            aria-invalid={contentError ? true : undefined}
            aria-describedby="fb-content-count fb-content-error"
            placeholder={`请描述您遇到的问题或建议（${FEEDBACK_LIMITS.min}–${FEEDBACK_LIMITS.max} 字）`}
          />
          <p id="fb-content-count" className={`ss-field-count${n > FEEDBACK_LIMITS.max ? ' is-over' : ''}`} data-testid="feedback-count">
            已输入 {n} / {FEEDBACK_LIMITS.max} 字
          </p>
          <p id="fb-content-error" className="ss-field-error" role="alert">
            {contentError}
          </p>
        </div>
        <div className="fb-field">
          <span className="fb-label" id="fb-images-label">
            图片（选填）
          </span>
          <div>
            {images.length > 0 ? (
              <ul className="fb-images" aria-labelledby="fb-images-label">
                {images.map((img) => (
                  <li key={img.url}>
                    <span>
                      {img.name}（{formatFileSize(img.size)}）
                    </span>
                    <button type="button" className="ss-link-button" onClick={() => setImages((l) => l.filter((x) => x.url !== img.url))} aria-label={`移除图片 ${img.name}`}>
                      移除
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {images.length < FEEDBACK_LIMITS.images ? (
              <label className="fb-upload ui small button">
                {upload.isPending ? '上传中…' : '选择图片'}
                <input
                  type="file"
                  accept={FEEDBACK_IMAGE_ACCEPT}
                  multiple
                  className="visually-hidden"
                  onChange={(e) => void choose(e)}
                  disabled={upload.isPending}
                  aria-describedby="fb-images-note"
                />
              </label>
            ) : null}
            <p id="fb-images-note" className="ss-muted">
              JPG 或 PNG，每张不超过 5 MB，最多 {FEEDBACK_LIMITS.images} 张。
            </p>
            {imagesError ? (
              <p className="ss-field-error" role="alert">
                {imagesError}
              </p>
            ) : null}
          </div>
        </div>
        <div className={`fb-field${phoneError ? ' has-error' : ''}`}>
          <label htmlFor="fb-phone" className="fb-label">
            联系手机（选填）
          </label>
          <input
            id="fb-phone"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              clearServer('phone');
            }}
            onBlur={() => setVisited((v) => ({ ...v, phone: true }))}
            inputMode="tel"
            maxLength={11}
            autoComplete="tel"
            placeholder="不填则使用账号手机号"
            aria-invalid={phoneError ? true : undefined}
            aria-describedby="fb-phone-error"
          />
          <p id="fb-phone-error" className="ss-field-error" role="alert">
            {phoneError}
          </p>
        </div>
        <div className="fb-actions">
          <Button type="submit" primary loading={submit.isPending} disabled={submit.isPending || upload.isPending}>
            提交反馈
          </Button>
          <p className="fb-done" role="status">
            {done}
          </p>
        </div>
      </form>
      <FeedbackHistory />
    </div>
  );
}
