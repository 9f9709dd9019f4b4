import { createContext, useContext } from "react";

/**
 * True while the server renders a page that will hydrate as islands (docs/decisions/0047): the
 * parts that stay interactive are written as `Island`s. Always false in the browser.
 */
export const IslandsModeContext = createContext(false);

export const useIslandsMode = () => useContext(IslandsModeContext);
