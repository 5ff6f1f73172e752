import { randomBytes } from 'node:crypto';
import type { Fen } from '@/domain/money';
import type { ArtRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { areaState } from '../../state';

/**
 * The account area's own records: what the member accounts have no field for (SMS codes, registrations in progress,
 * QR scenes, purchase requests, feedback, contract signers, WeChat nicknames, pictures of uploads). Plain data
 * (records, no Maps), so the whole state can be written to DEMO_STATE_FILE and read back. Instants are epoch
 * milliseconds.
 */
export type SmsScene = 'login' | 'register' | 'forget' | 'bind';

interface SmsCodeRecord {
  code: string;
  scene: SmsScene;
  sentAt: number;
  expiresAt: number;
  /** Wrong tries so far; the code is void after MAX_SMS_ATTEMPTS. */
  attempts: number;
}

interface RegistrationStore {
  name: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

/** A registration in progress, between its steps (single, WeChat or multi-store). */
export interface RegistrationRecord {
  kind: 'single' | 'wechat' | 'chain';
  phone: string;
  /** Empty for a WeChat registration: the account sets a password through /forget. */
  password: string;
  /** The next step the token may be used for (2 or 3). */
  nextStep: 2 | 3;
  expiresAt: number;
  wechatNickname: string | null;
  company: string | null;
  companyType: 'pharmacy' | 'clinic' | 'chain' | 'hospital' | null;
  name: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  businessScope: string[];
  stores: RegistrationStore[];
}

interface WechatSceneRecord {
  kind: 'register' | 'bind';
  /** The member binding (bind scenes only). */
  accountId: number | null;
  createdAt: number;
  expiresAt: number;
  nickname: string;
  /** Registration token handed out once the scan is confirmed (register scenes). */
  token: string | null;
  /** Set once a register scene was used by registerByWechat, or a bind scene bound. */
  used: boolean;
}

export interface PurchaseRequestRecord {
  id: number;
  accountId: number;
  name: string;
  sccj: string;
  ypgg: string;
  number: number;
  priceFen: Fen | null;
  remark: string;
  createdAt: number;
  /** The catalogue goods the request turned out to match (decided on creation, revealed with the reply). */
  matchedGoodsId: number | null;
  /** A reply written by the back office (seeded records); otherwise the reply is derived on read. */
  replyText?: string;
}

export interface FeedbackRecord {
  id: number;
  accountId: number;
  type: number;
  content: string;
  phone: string;
  createdAt: number;
  /** Addresses of the pictures attached (uploads of the same account). */
  images?: string[];
  /** A reply written by the back office (seeded records); otherwise the reply is derived on read. */
  replyText?: string;
}

/** A picture uploaded for a feedback, by its /uploads/feedback address. */
interface FeedbackImageRecord {
  accountId: number;
  name: string;
  size: number;
}

interface ContractSignature {
  signer: string;
  version: string;
}

interface AccountAreaState {
  /** Latest code per mobile. */
  sms: Record<string, SmsCodeRecord>;
  registrations: Record<string, RegistrationRecord>;
  /** Password-reset tokens → account id and expiry. */
  resets: Record<string, { accountId: number; expiresAt: number }>;
  wechatScenes: Record<string, WechatSceneRecord>;
  /** Nickname of the bound WeChat, by account id (the account record keeps only the flag). */
  wechatNicknames: Record<string, string>;
  purchases: PurchaseRequestRecord[];
  feedback: FeedbackRecord[];
  /** Who signed the e-contract, by account id. */
  signatures: Record<string, ContractSignature>;
  /** Generated pictures of what members uploaded or were shown (documents, QR codes), by their /static path. */
  pictures: Record<string, ArtRecord>;
  /** Pictures uploaded for feedback, by address (absent in a state written before they existed). */
  feedbackImages?: Record<string, FeedbackImageRecord>;
  /** Set once the self-service seed (purchase requests and feedback with back-office replies) was added. */
  selfServiceSeeded?: boolean;
}

function init(): AccountAreaState {
  return {
    sms: {},
    registrations: {},
    resets: {},
    wechatScenes: {},
    wechatNicknames: {},
    purchases: [],
    feedback: [],
    signatures: {},
    pictures: {},
  };
}

export function accountArea(db: DemoDb): AccountAreaState {
  return areaState(db, 'account', init);
}

/** An unguessable token with a readable prefix (rg_ registration, fg_ reset, reg_/bind_ QR scenes). */
export function newToken(prefix: string, bytes = 8): string {
  return `${prefix}${randomBytes(bytes).toString('hex')}`;
}

/** Seconds left until `expiresAt` (at least 1 while valid). */
export function secondsLeft(expiresAt: number, now: Date): number {
  return Math.max(1, Math.ceil((expiresAt - now.getTime()) / 1000));
}
