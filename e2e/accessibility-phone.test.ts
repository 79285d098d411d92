// The accessibility sweep at the phone width (390 px): every route in nl, fr and en, axe-core at
// every impact level (support/accessibility-sweep.ts). One file per width, so that the two run
// side by side.

import { sweepAccessibility } from './support/accessibility-sweep.ts';
import { useBrowserSuite } from './support/browser-suite.ts';

sweepAccessibility(useBrowserSuite(), 'phone');
