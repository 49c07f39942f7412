// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, fail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

const values0 = ["utxoSortGreatestToLeast"];

export function GetAddressUtxosRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(key0 === "address" || key0 === "spendStrategy")) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path, "#/properties/address", "address");
		if (data.spendStrategy !== undefined) {
			const data1 = data.spendStrategy;
			if (typeof data1 != "string") typeFail(errors, path + "/spendStrategy", "#/properties/spendStrategy", "string");
			if (!values0.includes(data1)) fail(errors, path + "/spendStrategy", "#/properties/spendStrategy/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values");
		}
	} else typeFail(errors, path, "#", "object");
	GetAddressUtxosRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
