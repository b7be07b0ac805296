import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library sets this itself only where the test runner's functions are globals (Vitest's are
// imported here): React must know that this environment wraps its updates in act(...).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => cleanup());
