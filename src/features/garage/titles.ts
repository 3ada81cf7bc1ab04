import { msg } from '@lingui/core/macro';

export const garageTitles = { carList: msg`My cars`, addCar: msg`Add a car`, editCar: msg`Edit car` };
