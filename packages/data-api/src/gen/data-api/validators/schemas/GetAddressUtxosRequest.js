// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, requiredFail, typeFail, ucs2length } from "@gw/runtime/validator-support";

const values0 = ["utxoSortGreatestToLeast"];

export function GetAddressUtxosRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(key0 === "address" || key0 === "spendStrategy")) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path + "/address", "#/properties/address");
		if (data.spendStrategy !== undefined) {
			const data1 = data.spendStrategy;
			if (typeof data1 != "string") typeFail(errors, path + "/spendStrategy", "#/properties/spendStrategy", "string");
			if (!values0.includes(data1)) fail(errors, path + "/spendStrategy", "#/properties/spendStrategy/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values");
		}
	} else typeFail(errors, path, "#", "object");
	GetAddressUtxosRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BitcoinAddress`, checked where it is used. */
function checkBitcoinAddress(errors, data, path, schemaPath, propertyName) {
	if (typeof data == "string") {
		if (ucs2length(data) < 1) fail(errors, path, schemaPath + "/minLength", "minLength", { limit: 1 }, "must NOT have fewer than 1 characters", propertyName);
	} else typeFail(errors, path, schemaPath, "string", propertyName);
}
