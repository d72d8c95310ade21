import { inlineOutlinedBoundaries } from '@/scripts/postbuild/inline-boundaries.mjs';

// As React writes a page whose two boundaries came after its first 12 KB: the first call rides in
// the reveal runtime's script, the next in one of its own.
const RUNTIME = '$RB=[];$RV=function(a){};$RC=function(a,b){}';
const outlined = [
  '<!DOCTYPE html><html><head></head><body><main>',
  '<ol><li><!--$?--><template id="B:0"></template><!--/$--></li></ol>',
  '<form-slot><!--$?--><template id="B:1"></template><!--/$--></form-slot>',
  '</main><footer>Footer</footer>',
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><div class="item"><p>Entry $& one</p></div></div>',
  `<script>${RUNTIME};$RC("B:0","S:0")</script>`,
  '<div hidden id="S:1"><form><div><input name="user_name"/></div></form></div>',
  '<script>$RC("B:1","S:1")</script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

// The same page as React writes it when both boundaries complete before it flushes.
const inline = [
  '<!DOCTYPE html><html><head></head><body><main>',
  '<ol><li><!--$--><div class="item"><p>Entry $& one</p></div><!--/$--></li></ol>',
  '<form-slot><!--$--><form><div><input name="user_name"/></div></form><!--/$--></form-slot>',
  '</main><footer>Footer</footer>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('inlineOutlinedBoundaries', () => {
  it('writes each outlined boundary in its place and drops the scripts that moved it', () => {
    expect(inlineOutlinedBoundaries(outlined)).toBe(inline);
  });

  it('keeps the reveal runtime while a boundary it cannot place still needs it', () => {
    // The second boundary's markup is missing: it is left for the runtime to reveal.
    const broken = outlined.replace(
      '<div hidden id="S:1"><form><div><input name="user_name"/></div></form></div>',
      '',
    );
    const html = inlineOutlinedBoundaries(broken);
    expect(html).toContain('<!--$--><div class="item">');
    expect(html).toContain('<!--$?--><template id="B:1"></template>');
    expect(html).toContain('$RC("B:1","S:1")');
    expect(html).toContain(`<script>${RUNTIME};</script>`);
  });

  it('leaves a page without outlined boundaries unchanged', () => {
    expect(inlineOutlinedBoundaries(inline)).toBe(inline);
  });
});
