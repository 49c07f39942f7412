// Generated from specs/openrpc/brc20-prog.yaml (`eth_call`) by tools/codegen. Do not edit.

import { fail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { EthCallRequest } from "./schemas/EthCallRequest.js";

const pattern0 = pattern("^0x[0-9a-fA-F]*$", "u");

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 2) fail(errors, path, "#/maxItems", "maxItems", { limit: 2 }, "must NOT have more than 2 items");
		if (data.length < 2) fail(errors, path, "#/minItems", "minItems", { limit: 2 }, "must NOT have fewer than 2 items");
		if (data.length > 0) {
			if (!EthCallRequest(data[0], path + "/0")) errors.push(...EthCallRequest.errors);
		}
		if (data.length > 1) {
			const data0 = data[1];
			if (data0 !== "latest") fail(errors, path + "/1", "#/prefixItems/1/const", "const", { allowedValue: "latest" }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	checkHex0x(errors, data, path, "#");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `Hex0x`, checked where it is used. */
function checkHex0x(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, schemaPath, "^0x[0-9a-fA-F]*$", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
