declare module "virtual:i18n/loaders" {
  const loaders: Record<string, () => Promise<{ default: Record<string, string> }>>;
  export default loaders;
}
