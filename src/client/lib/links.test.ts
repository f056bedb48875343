import { describe, expect, it } from 'vitest';
import { codeFromExpoPath, codeFromResultsPath, expoLink, resultsLink } from './links.ts';

describe('page links', () => {
  it('writes the expo and results pages at the public address', () => {
    expect(expoLink('http://192.168.1.20:3000', 'ABCDE12345')).toBe(
      'http://192.168.1.20:3000/expo/ABCDE12345',
    );
    expect(resultsLink('https://vote.example.org', 'ABCDE12345')).toBe(
      'https://vote.example.org/results/ABCDE12345',
    );
  });

  it('reads the room code of an expo or results page address, and of nothing else', () => {
    expect(codeFromExpoPath('/expo/ABCDE12345')).toBe('ABCDE12345');
    expect(codeFromExpoPath('/expo/abcde-12345/')).toBe('abcde-12345');
    expect(codeFromExpoPath('/results/ABCDE12345')).toBeNull();
    expect(codeFromExpoPath('/expo/')).toBeNull();
    expect(codeFromExpoPath('/expo/A/B')).toBeNull();
    expect(codeFromResultsPath('/results/ABCDE%2012345')).toBe('ABCDE 12345');
    expect(codeFromResultsPath('/expo/ABCDE12345')).toBeNull();
  });
});
