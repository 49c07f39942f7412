// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, typeFail } from "@gw/runtime/validator-support";
import { AlkaneToken } from "./AlkaneToken.js";
import { checkUintString } from "@gw/runtime/common-validators/UintString";

export function AlkaneDetails(data, path = "") {
	const errors = [];
	if (!AlkaneToken(data, path)) errors.push(...AlkaneToken.errors);
	if (isObject(data)) {
		if (data.decimals !== undefined) {
			const data0 = data.decimals;
			if (!isInteger(data0)) typeFail(errors, path + "/decimals", "#/properties/decimals", "integer");
		}
		if (data.supply !== undefined) checkUintString(errors, data.supply, path, "#/properties/supply", "supply");
		if (data.priceInSatoshi !== undefined) checkUintString(errors, data.priceInSatoshi, path, "#/properties/priceInSatoshi", "priceInSatoshi");
		if (data.tokenImage !== undefined) {
			const data1 = data.tokenImage;
			if (typeof data1 != "string") typeFail(errors, path + "/tokenImage", "#/properties/tokenImage", "string");
		}
	} else typeFail(errors, path, "#", "object");
	AlkaneDetails.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
