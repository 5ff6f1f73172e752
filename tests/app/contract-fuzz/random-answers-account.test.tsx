/** The contract fuzz's random answers on every built account page (random-answers.tsx says what is checked). */
import { fuzzPagesOf } from './random-answers';

fuzzPagesOf('account');
