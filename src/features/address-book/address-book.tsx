import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAddressesQueryKey,
  useCreateAddress,
  useDeleteAddress,
  useListAddresses,
  useSetDefaultAddress,
  useUpdateAddress,
} from '@generated/endpoints/address/address';
import type { UserAddress } from '@generated/models/userAddress';
import { Button } from '@/components/button/button';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { AddressForm, type AddressDraft } from './address-form';
import './address-book.css';

type Editing = { mode: 'new' } | { mode: 'edit'; address: UserAddress } | null;

function listOf(data: unknown): UserAddress[] {
  const list = (data as { data?: unknown } | undefined)?.data;
  return Array.isArray(list) ? (list as UserAddress[]).filter((a) => typeof a?.id === 'number') : [];
}

/** /addr (收货地址): the buyer's delivery addresses — add, edit, delete (confirmed), set the default. */
export function AddressBook() {
  const queryClient = useQueryClient();
  const list = useListAddresses();
  const addresses = [...listOf(list.data)].sort((a, b) => b.is_default - a.is_default);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<UserAddress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListAddressesQueryKey() });
  const quiet = { request: { silent: true } } as const;
  const create = useCreateAddress(quiet);
  const update = useUpdateAddress(quiet);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();

  const save = async (draft: AddressDraft) => {
    if (editing?.mode === 'edit') await update.mutateAsync({ id: editing.address.id, data: draft });
    else await create.mutateAsync({ data: draft });
    setEditing(null);
    setNotice('地址已保存');
    await refresh();
  };

  return (
    <div className="address-book">
      <div className="address-book__head">
        <h1 className="address-book__title">收货地址</h1>
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
            新增收货地址
          </Button>
        )}
      </div>
      <p className="address-book__notice" role="status">
        {notice}
      </p>
      {editing ? (
        <section className="address-book__editor" aria-label={editing.mode === 'edit' ? '编辑收货地址' : '新增收货地址'}>
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            initial={editing.mode === 'edit' ? editing.address : undefined}
            busy={create.isPending || update.isPending}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : null}
      <QueryState
        query={list}
        data={Array.isArray((list.data as { data?: unknown } | undefined)?.data) ? addresses : null}
        failText="地址加载失败，请稍后重试。"
        empty={<p>还没有收货地址，请新增一个。</p>}
      >
        {() => (
          <ul className="address-book__list" aria-label="地址列表">
            {addresses.map((a) => (
              <li key={a.id} className={`address-card${a.is_default === 1 ? ' is-default' : ''}`}>
                <p className="address-card__who">
                  <strong>{a.consignee}</strong> <span>{a.phone}</span>
                  {a.is_default === 1 ? <span className="address-card__tag">默认地址</span> : null}
                </p>
                <p className="address-card__where">
                  {a.province} {a.city} {a.district} {a.detail}
                </p>
                <div className="address-card__actions">
                  {a.is_default === 1 ? null : (
                    <button
                      type="button"
                      disabled={makeDefault.isPending}
                      onClick={() =>
                        makeDefault.mutate(
                          { id: a.id },
                          {
                            onSuccess: () => {
                              setNotice('已设为默认地址');
                              void refresh();
                            },
                          },
                        )
                      }
                    >
                      设为默认
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => {
                      setNotice(null);
                      setEditing({ mode: 'edit', address: a });
                    }}
                  >
                    编辑
                  </button>
                  <button type="button" onClick={() => setRemoving(a)}>
                    删除
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `确定删除 ${removing.consignee} 的地址「${removing.province}${removing.city}${removing.district}${removing.detail}」吗？` : ''}
        confirmText="删除"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (!target || remove.isPending) return;
          remove.mutate(
            { id: target.id },
            {
              onSuccess: () => {
                setNotice('地址已删除');
                void refresh();
              },
            },
          );
        }}
      />
    </div>
  );
}
