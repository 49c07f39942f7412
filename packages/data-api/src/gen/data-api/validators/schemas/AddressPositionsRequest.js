// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { additionalFail, failed, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { checkBitcoinAddress } from "@gw/runtime/common-validators/BitcoinAddress";

export function AddressPositionsRequest(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.factoryId === undefined) requiredFail(errors, path, "#", "factoryId");
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		for (const key0 in data) {
			if (!(key0 === "factoryId" || key0 === "address")) additionalFail(errors, path, "#", key0);
		}
		if (data.factoryId !== undefined) {
			if (!IdObject(data.factoryId)) errors.push(...failed(IdObject, data.factoryId, path + "/factoryId"));
		}
		if (data.address !== undefined) checkBitcoinAddress(errors, data.address, path, "#/properties/address", "address");
	} else typeFail(errors, path, "#", "object");
	AddressPositionsRequest.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
