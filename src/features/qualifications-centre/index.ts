// The qualification documents' public entry: /zzzj, every document with its review status, and replacing one.
export { QualificationsCentre } from './qualifications-centre';
