// The apps' code under test writes its text with Lingui's `t`: English, the specification's own
// words (the macros keep them outside production builds), is active as in an English browser.
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
