// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

export function GetAlkanesByAddressRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(key0 === "address")) additionalFail(errors, path, "#", key0);
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path, "#/properties/address", "address");
	} else typeFail(errors, path, "#", "object");
	GetAlkanesByAddressRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
