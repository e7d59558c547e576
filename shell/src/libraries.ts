// The libraries every page starts with, evaluated in a task of their own (see index.ts).
import 'react';
import 'react-dom/client';
import '@site/shared';
