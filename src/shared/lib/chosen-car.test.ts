import { beforeEach, describe, expect, it } from 'vitest';
import { carRefOf, describeCar, isCarChoice, readChosenCar, writeChosenCar } from './chosen-car';

const myvi = {
  specId: 3,
  make: 'Perodua',
  model: 'Myvi',
  year: 2021,
  variant: '1.5AV',
  engine: '1.5L Petrol',
  transmission: 'Automatic',
};

describe('the chosen car', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload through carInfoApp', () => {
    writeChosenCar(myvi);
    expect(localStorage.getItem('carInfoApp')).toContain('Myvi');
    expect(readChosenCar()).toEqual(myvi);
  });

  it('ignores a missing, broken or partial stored car', () => {
    expect(readChosenCar()).toBeNull();
    localStorage.setItem('carInfoApp', '{broken');
    expect(readChosenCar()).toBeNull();
    localStorage.setItem('carInfoApp', JSON.stringify({ ...myvi, engine: undefined }));
    expect(readChosenCar()).toBeNull();
    expect(isCarChoice({ ...myvi, year: '2021' })).toBe(false);
  });

  it('is sent to the API as spec id and year, and read as one line', () => {
    expect(carRefOf(myvi)).toEqual({ specId: 3, year: 2021 });
    expect(carRefOf(null)).toBeUndefined();
    expect(describeCar(myvi)).toBe('Perodua Myvi 2021 1.5AV 1.5L Petrol Automatic');
  });
});
