// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { AlkaneToken } from "./AlkaneToken.js";

const pattern0 = pattern("^(0|[1-9][0-9]*)$", "u");

export function AlkaneDetails(data, path = "") {
	const errors = [];
	if (!AlkaneToken(data, path)) errors.push(...AlkaneToken.errors);
	if (isObject(data)) {
		if (data.decimals !== undefined) {
			const data0 = data.decimals;
			if (!isInteger(data0)) typeFail(errors, path + "/decimals", "#/properties/decimals", "integer");
		}
		if (data.supply !== undefined) checkUintString(errors, data.supply, path + "/supply", "#/properties/supply");
		if (data.priceInSatoshi !== undefined) checkUintString(errors, data.priceInSatoshi, path + "/priceInSatoshi", "#/properties/priceInSatoshi");
		if (data.tokenImage !== undefined) {
			const data1 = data.tokenImage;
			if (typeof data1 != "string") typeFail(errors, path + "/tokenImage", "#/properties/tokenImage", "string");
		}
	} else typeFail(errors, path, "#", "object");
	AlkaneDetails.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
