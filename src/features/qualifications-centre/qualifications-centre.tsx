import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { getListQualificationsQueryKey, useListQualifications } from '@generated/endpoints/qualification/qualification';
import { getGetUserSummaryQueryKey } from '@generated/endpoints/user/user';
import type { QualificationDocument } from '@generated/models/qualificationDocument';
import { Button } from '@/components/button/button';
import { QueryState } from '@/components/query-state';
import { canReplace, readDocuments, servedFilePath, STATUS_TEXT, validityText } from './qualification-rules';
import { ReplaceForm } from './replace-form';
import './qualifications-centre.css';

/**
 * /zzzj (资质证件): every document with its number, expiry and review status; an expired or expiring one can be
 * replaced (the replacement goes under review and shows here as 审核中 until the platform decides). `?replace=<id>`
 * (the member home's link) opens that document's form.
 */
export function QualificationsCentre() {
  const queryClient = useQueryClient();
  const search = useSearch();
  const list = useListQualifications({ query: { staleTime: 0 } });
  const docs = list.isSuccess ? readDocuments(list.data?.data) : null;
  const asked = Number(new URLSearchParams(search).get('replace'));
  const [replacing, setReplacing] = useState<number | null>(Number.isInteger(asked) && asked > 0 ? asked : null);
  const [notice, setNotice] = useState<string | null>(null);
  const target = docs?.find((d) => d.id === replacing && canReplace(d, docs)) ?? null;

  const done = (_doc: QualificationDocument, message: string) => {
    setReplacing(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: getListQualificationsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetUserSummaryQueryKey() });
  };

  return (
    <div className="quals">
      <h1 className="quals__title">资质证件</h1>
      <p className="quals__hint">证件过期后不能采购。即将到期（30 天内）或已过期的证件请及时更换，新证件审核通过后自动生效。</p>
      <p className="quals__notice" role="status">
        {notice}
      </p>
      <QueryState query={list} data={docs} loadingText="正在加载证件…" failText="证件加载失败，请稍后重试。" empty={<p>暂无资质证件，请联系客户经理。</p>}>
        {(shown) => (
          <ul className="quals__list" aria-label="证件列表">
            {shown.map((d) => (
              <li key={d.id} className={`quals__doc is-${d.status}`}>
                <div className="quals__thumb">
                  <DocumentFile doc={d} />
                </div>
                <div className="quals__body">
                  <h2 className="quals__name">
                    {d.name}
                    <span className={`quals__status quals__status--${d.status}`}>{STATUS_TEXT[d.status]}</span>
                  </h2>
                  <p>证件编号：{d.number || '—'}</p>
                  <p>有效期至：{validityText(d)}</p>
                  {d.remark ? <p className="quals__remark">{d.remark}</p> : null}
                  {canReplace(d, shown) && replacing !== d.id ? (
                    <Button
                      type="button"
                      size="small"
                      primary
                      onClick={() => {
                        setNotice(null);
                        setReplacing(d.id);
                      }}
                    >
                      更换{d.name}
                    </Button>
                  ) : null}
                  {target?.id === d.id ? <ReplaceForm doc={d} onDone={done} onCancel={() => setReplacing(null)} /> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** A document's file: a served file opens as a link (new window), a picture is drawn. */
function DocumentFile({ doc }: { doc: QualificationDocument }) {
  const file = servedFilePath(doc.image);
  if (file) {
    return (
      <a href={file} target="_blank" rel="noopener">
        查看文件
      </a>
    );
  }
  return <img src={doc.image} alt={`${doc.name}图片`} loading="lazy" />;
}
