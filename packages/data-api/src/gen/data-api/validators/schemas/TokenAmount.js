// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";

const pattern0 = pattern("^(0|[1-9][0-9]*)$", "u");

export function TokenAmount(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.tokenId !== undefined) {
			if (!IdObject(data.tokenId, path + "/tokenId")) errors.push(...IdObject.errors);
		}
		if (data.amount !== undefined) checkUintString(errors, data.amount, path + "/amount", "#/properties/amount");
	} else typeFail(errors, path, "#", "object");
	TokenAmount.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `UintString`, checked where it is used. */
function checkUintString(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^(0|[1-9][0-9]*)$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
