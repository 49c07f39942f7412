// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { BitcoinPrice } from "./BitcoinPrice.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetBitcoinPriceResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			if (!BitcoinPrice(data.data)) errors.push(...failed(BitcoinPrice, data.data, path + "/data"));
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetBitcoinPriceResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
