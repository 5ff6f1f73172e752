import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useCreateStore, useDeleteStore, useListStores, useSwitchStore, useUpdateStore } from '@generated/endpoints/store/store';
import type { MemberStore } from '@generated/models/memberStore';
import type { StoreForm as StoreFormBody } from '@generated/models/storeForm';
import { Button } from '@/components/button/button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { useStores } from '@/stores';
import { StoreForm } from './store-form';
import './stores.css';

type Editing = { mode: 'new' } | { mode: 'edit'; store: MemberStore } | null;

/** The stores as answered, keeping only those that can be drawn; null when the answer is not a list. */
function readStores(data: unknown): MemberStore[] | null {
  if (!Array.isArray(data)) return null;
  return (data as MemberStore[]).filter((s) => s && typeof s.id === 'number' && typeof s.name === 'string');
}

/**
 * /ddgl (多门店管理): the chain's stores with their review status; add, edit, remove (confirmed) and switch the store
 * being bought for — the cart, prices and addresses follow the store, so everything loaded is fetched again.
 */
export function StoreManager() {
  const queryClient = useQueryClient();
  const { cart } = useStores();
  const list = useListStores({ query: { staleTime: 0 } });
  const stores = list.isSuccess ? readStores(list.data?.data) : null;
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<MemberStore | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const quiet = { request: { silent: true } } as const;
  const create = useCreateStore(quiet);
  const update = useUpdateStore(quiet);
  const remove = useDeleteStore();
  const switcher = useSwitchStore();
  // A double click must switch once: the mutation's pending state is not drawn yet at the second click.
  const switching = useRef(false);
  const switchedTo = useRef<number | null>(null);

  const afterSwitch = async (message: string) => {
    setNotice(message);
    cart.markChanged();
    // The cart, the user (company, cart count) and every page's data belong to the store now being bought for.
    await queryClient.invalidateQueries();
    await cart.loadTotal();
  };

  const save = async (body: StoreFormBody) => {
    const res = editing?.mode === 'edit' ? await update.mutateAsync({ id: editing.store.id, data: body }) : await create.mutateAsync({ data: body });
    setEditing(null);
    setNotice(res.msg || '门店已保存');
    await list.refetch();
  };

  const confirmRemove = () => {
    const target = removing;
    setRemoving(null);
    if (!target || remove.isPending) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: (res) => {
          setNotice(res.msg || '门店已删除');
          void list.refetch();
        },
      },
    );
  };

  const switchTo = (s: MemberStore) => {
    if (switching.current || switchedTo.current === s.id) return;
    switching.current = true;
    switcher.mutate(
      { id: s.id },
      {
        onSuccess: (res) => {
          switchedTo.current = s.id;
          void afterSwitch(res.msg || `已切换至 ${s.name}`);
        },
        onSettled: () => {
          switching.current = false;
        },
      },
    );
  };

  return (
    <div className="stores">
      <div className="stores__head">
        <h1 className="stores__title">多门店管理</h1>
        {editing ? null : (
          <Button
            type="button"
            primary
            size="small"
            onClick={() => {
              setNotice(null);
              setEditing({ mode: 'new' });
            }}
          >
            新增门店
          </Button>
        )}
      </div>
      <p className="stores__hint">切换采购门店后，购物车、价格、收货地址与资质证件随门店变化。新增的门店需平台审核通过后才能切换。</p>
      <p className="stores__notice" role="status">
        {notice}
      </p>
      {editing ? (
        <section className="stores__editor" aria-label={editing.mode === 'edit' ? '编辑门店' : '新增门店'}>
          <StoreForm
            key={editing.mode === 'edit' ? editing.store.id : 'new'}
            initial={editing.mode === 'edit' ? editing.store : undefined}
            busy={create.isPending || update.isPending}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : null}
      <QueryState query={list} data={stores} loadingText="正在加载门店…" failText="门店加载失败，请稍后重试。">
        {(shown) => (
          <ul className="stores__list" aria-label="门店列表">
            {shown.map((s) => (
              <li key={s.id} className={`stores__item${s.is_current === 1 ? ' is-current' : ''}`}>
                <div className="stores__body">
                  <h2 className="stores__name">
                    {s.name}
                    {s.is_current === 1 ? <span className="stores__tag stores__tag--current">当前采购门店</span> : null}
                    <span className={`stores__tag ${s.is_passed === 1 ? 'stores__tag--ok' : 'stores__tag--pending'}`}>
                      {s.is_passed === 1 ? '已审核' : '审核中'}
                    </span>
                  </h2>
                  <p>地址：{s.address}</p>
                  <p>联系人：{s.contact || '—'}</p>
                  <p>电话：{s.phone || '—'}</p>
                </div>
                <div className="stores__actions">
                  {s.is_current === 1 ? null : (
                    <Button
                      type="button"
                      size="small"
                      primary
                      disabled={s.is_passed !== 1 || switcher.isPending}
                      title={s.is_passed === 1 ? undefined : '门店审核通过后才能切换'}
                      onClick={() => switchTo(s)}
                      aria-label={`切换到此门店：${s.name}`}
                    >
                      切换到此门店
                    </Button>
                  )}
                  <Button
                    type="button"
                    size="small"
                    onClick={() => {
                      setNotice(null);
                      setEditing({ mode: 'edit', store: s });
                    }}
                    aria-label={`编辑 ${s.name}`}
                  >
                    编辑
                  </Button>
                  {s.is_current === 1 ? null : (
                    <Button type="button" size="small" basic color="red" onClick={() => setRemoving(s)} aria-label={`删除 ${s.name}`}>
                      删除
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title="删除门店"
        text={removing ? `确定删除「${removing.name}」吗？该门店的购物车与收货地址将一并删除，且不能恢复。` : ''}
        confirmText="删除"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
