import { useListRegions } from '@generated/endpoints/address/address';
import type { Region } from '@generated/models/region';
import { combineQueries, QueryState } from '@/components/query-state';
import './region-cascade.css';

export interface RegionValue {
  province: string;
  city: string;
  district: string;
}

interface Props {
  value: RegionValue;
  onChange(next: RegionValue): void;
  /** Called when the focus leaves one of the three lists (the form then checks the region as the buyer chooses). */
  onBlur?(): void;
  /** The message under the lists (请选择所在地区). */
  error?: string | null;
  /** Ids of the three lists are `${idPrefix}-province|city|district`. */
  idPrefix: string;
  label?: string;
}

const DIVISIONS = { staleTime: Infinity, gcTime: Infinity } as const;

function listOf(data: unknown): Region[] {
  const list = (data as { data?: unknown } | undefined)?.data;
  return Array.isArray(list) ? (list as Region[]).filter((r) => typeof r?.code === 'string' && typeof r?.name === 'string') : [];
}

/**
 * 所在地区: province → city → district from the platform's administrative divisions, one level loaded when the level
 * above is chosen. Values are the names the forms send; choosing a province clears the city and district below it.
 * The address, registration and store forms all use this one.
 */
export function RegionCascade({ value, onChange, onBlur, error, idPrefix, label = '所在地区' }: Props) {
  const provinces = useListRegions(undefined, { query: DIVISIONS, request: { silent: true } });
  const provinceList = listOf(provinces.data);
  const provinceCode = provinceList.find((r) => r.name === value.province)?.code;
  const cities = useListRegions({ parent: provinceCode ?? '' }, { query: { ...DIVISIONS, enabled: Boolean(provinceCode) }, request: { silent: true } });
  const cityList = listOf(cities.data);
  const cityCode = cityList.find((r) => r.name === value.city)?.code;
  const districts = useListRegions({ parent: cityCode ?? '' }, { query: { ...DIVISIONS, enabled: Boolean(cityCode) }, request: { silent: true } });
  const districtList = listOf(districts.data);
  const failed = provinces.isError || cities.isError || districts.isError;
  const errorId = `${idPrefix}-region-error`;
  const describedBy = error || failed ? errorId : undefined;

  const select = (level: keyof RegionValue, text: string, list: Region[], enabled: boolean, loading: boolean, pick: (name: string) => void) => (
    <select
      id={`${idPrefix}-${level}`}
      aria-label={text}
      value={list.some((r) => r.name === value[level]) ? value[level] : ''}
      disabled={!enabled}
      aria-invalid={error && !value[level] ? true : undefined}
      aria-describedby={describedBy}
      onChange={(e) => pick(e.target.value)}
      onBlur={onBlur}
    >
      <option value="">{loading ? '加载中…' : `请选择${text}`}</option>
      {list.map((r) => (
        <option key={r.code} value={r.name}>
          {r.name}
        </option>
      ))}
    </select>
  );

  return (
    <div className={`account-field region-cascade${error ? ' has-error' : ''}`} role="group" aria-labelledby={`${idPrefix}-region-label`}>
      <span id={`${idPrefix}-region-label`} className="account-field__label is-required">
        
        {label}
      </span>
      <div className="account-field__control">
        <div className="account-field__row region-cascade__row">
          {select('province', '省份', provinceList, provinceList.length > 0, provinces.isPending, (province) => onChange({ province, city: '', district: '' }))}
          {select('city', '城市', cityList, Boolean(provinceCode) && cityList.length > 0, Boolean(provinceCode) && cities.isPending, (city) => onChange({ ...value, city, district: '' }))}
          {select('district', '区县', districtList, Boolean(cityCode) && districtList.length > 0, Boolean(cityCode) && districts.isPending, (district) => onChange({ ...value, district }))}
        </div>
        {failed ? (
          // The lists show their own 加载中; a failure of any says so here, and 重新加载 asks again for those that failed.
          <QueryState
            size="compact"
            id={errorId}
            className="account-field__error"
            query={{ ...combineQueries([provinces, cities, districts]), isPending: false }}
            failText="地区列表加载失败。"
          />
        ) : error ? (
          <p id={errorId} className="account-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** 请选择所在地区 until all three levels are chosen. */
export function validateRegion(v: RegionValue): string | null {
  if (!v.province.trim()) return '请选择所在地区：省份';
  if (!v.city.trim()) return '请选择所在地区：城市';
  if (!v.district.trim()) return '请选择所在地区：区县';
  return null;
}
