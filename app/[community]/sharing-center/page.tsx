// /sharing-center: the same page as /sharing (spec 1 §2 lists both paths).
export { default, metadata } from '../sharing/page';
