import type { PartialHandlers } from '../../core/engine';
import type { DemoDb } from '../../state';
import { addressHandlers } from './address';
import { authHandlers } from './auth';
import { eContractHandlers } from './e-contract';
import { favoriteHandlers } from './favorite';
import { feedbackHandlers } from './feedback';
import { messageHandlers } from './message';
import { purchaseHandlers } from './purchase';
import { qualificationHandlers } from './qualification';
import { regionHandlers } from './region';
import { reminderHandlers } from './reminder';
import { storeHandlers } from './store';
import { summaryHandlers } from './summary';
import { userHandlers } from './user';
import { walletHandlers } from './wallet';

/** Session, sign-up and the member centre: one file per contract tag. */
export const accountHandlers: PartialHandlers<DemoDb> = {
  ...authHandlers,
  ...userHandlers,
  ...summaryHandlers,
  ...walletHandlers,
  ...addressHandlers,
  ...messageHandlers,
  ...qualificationHandlers,
  ...storeHandlers,
  ...eContractHandlers,
  ...purchaseHandlers,
  ...feedbackHandlers,
  ...favoriteHandlers,
  ...regionHandlers,
  ...reminderHandlers,
};
