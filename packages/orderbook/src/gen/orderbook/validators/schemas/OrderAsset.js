// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern1 = pattern("^(0|[1-9][0-9]*)$", "u");

export function OrderAsset(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.role !== undefined) {
			const data0 = data.role;
			if (typeof data0 != "string") typeFail(errors, path + "/role", "#/properties/role", "string");
		}
		if (data.tokenId !== undefined) checkAlkaneIdText(errors, data.tokenId, path + "/tokenId", "#/properties/tokenId");
		if (data.amountRaw !== undefined) checkUintString(errors, data.amountRaw, path + "/amountRaw", "#/properties/amountRaw");
	} else typeFail(errors, path, "#", "object");
	OrderAsset.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `AlkaneIdText`, checked where it is used. */
function checkAlkaneIdText(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
