// Stylesheets imported for their side effect (Storybook); bundlers handle them.
declare module '*.css';
