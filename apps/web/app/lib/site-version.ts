import packageJson from '../../package.json';

/** Site version (spec/catalogue.md section 9): the web package's version, named once. */
export const SITE_VERSION: string = packageJson.version;
