// An unknown challenge reached by a visitor: the same page as for signed-in viewers.
export { default } from '../../[community]/not-found';
