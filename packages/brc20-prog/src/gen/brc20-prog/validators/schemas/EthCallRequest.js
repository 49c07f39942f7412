// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit.

import { isObject, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^0x[0-9a-fA-F]{40}$", "u");
const pattern1 = pattern("^0x[0-9a-fA-F]*$", "u");

export function EthCallRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.to === undefined) requiredFail(errors, path, "#", "to");
		if (data.data === undefined) requiredFail(errors, path, "#", "data");
		if (data.to !== undefined) checkEthAddress(errors, data.to, path + "/to", "#/properties/to");
		if (data.data !== undefined) checkHex0x(errors, data.data, path + "/data", "#/properties/data");
		if (data.from !== undefined) checkEthAddress(errors, data.from, path + "/from", "#/properties/from");
	} else typeFail(errors, path, "#", "object");
	EthCallRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EthAddress`, checked where it is used. */
function checkEthAddress(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]{40}$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}

/** `Hex0x`, checked where it is used. */
function checkHex0x(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern1.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
