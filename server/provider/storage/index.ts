// Upload storage of the provider: signed upload addresses, the image store, the shipped library.
export { checkUploadSignature, signUpload, type SignatureCheck, type UploadGrant } from './signature';
export { LocalDiskStore, type ImageStore, type StoredObject } from './store';
export { libraryResult, loadLibrary, readLibraryFile, type LibraryManifest } from './library';
